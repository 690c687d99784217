'use strict';
const crypto = require('crypto');

/**
 * One render by the shell's server bundle: `renderPage` of the current shell version, given a `loadContainer` that
 * serves each remote's server container from the store at the version the registry names (within 300 ms), and the
 * whole render bounded (1 s). Whatever the bundle answers is checked before it goes near a document.
 */

/**
 * @param {object} options
 * @param {import('./bundle-cache').BundleCache} options.shellBundles
 * @param {import('./bundle-cache').BundleCache} options.remoteBundles
 * @param {string} options.shellVersion
 * @param {object} options.input  renderPage's input without loadContainer: url, origin, config, registry, apiUrl, deadlineMs
 * @param {number} [options.containerTimeoutMs]
 * @param {number} [options.renderTimeoutMs]
 * @returns {Promise<object>} the checked page (checkPage) and its `nonceToken`; rejects when there is none to show
 */
async function renderWithShell({ shellBundles, remoteBundles, shellVersion, input, containerTimeoutMs = 300, renderTimeoutMs = 1000 }) {
  const { registry } = input;
  const loadContainer = (remoteName) => {
    const remote = registry.remotes.find((r) => r.name === remoteName || r.app === remoteName);
    if (!remote) return Promise.reject(new Error(`${String(remoteName).slice(0, 40)} is not in the registry`));
    return remoteBundles.loadWithin('remote', remote.app, remote.version, containerTimeoutMs);
  };
  // React's own inline scripts (a boundary left to the browser at the deadline) need the response's nonce, which is
  // not known yet (one document serves many responses). They get this per-render token, which document.js turns into
  // nonce positions; being random and made before any data is read, no cook's text can contain it.
  const nonceToken = crypto.randomBytes(18).toString('base64url');
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${renderTimeoutMs} ms`)), renderTimeoutMs);
  });
  try {
    const rendered = await Promise.race([
      shellBundles.load('shell', 'shell', shellVersion).then((shell) => shell.renderPage({ ...input, loadContainer, nonce: nonceToken })),
      deadline,
    ]);
    return { ...checkPage(rendered, input), nonceToken };
  } finally {
    clearTimeout(timer);
  }
}

const isString = (value) => typeof value === 'string';

/** renderPage's answer in the contract's shape, or throws the first way it is not. */
function checkPage(result, { config, registry }) {
  if (!result || typeof result !== 'object') throw new Error('renderPage answered no object');
  const { html, styles = '', head, state = {} } = result;
  if (!isString(html)) throw new Error('renderPage answered no html');
  if (!isString(styles)) throw new Error('renderPage answered styles that are not a string');
  if (!head || typeof head !== 'object' || !isString(head.title)) throw new Error('renderPage answered no head.title');
  if (!state || typeof state !== 'object' || Array.isArray(state)) throw new Error('renderPage answered no state object');
  const status = Number.isInteger(result.status) && result.status >= 200 && result.status <= 599 ? result.status : 200;
  return {
    status,
    html,
    styles,
    head: {
      title: head.title,
      description: isString(head.description) ? head.description : '',
      canonicalPath: isString(head.canonicalPath) ? head.canonicalPath : '/',
      image: isString(head.image) ? head.image : undefined,
      noindex: head.noindex === true,
    },
    // The browser takes /config.json and /remotes.json from the state: they are always there, as this render saw them.
    state: { ...state, config: state.config || config, registry: state.registry || registry },
    cacheable: result.cacheable === true,
    fellBack: Array.isArray(result.fellBack) ? result.fellBack.filter(isString) : [],
  };
}

module.exports = { renderWithShell, checkPage };
