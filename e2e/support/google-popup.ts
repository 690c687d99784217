/**
 * Google sign-in through the Auth emulator's popup, offline: stand-ins for the third-party scripts its pages load, and
 * the popup opened from the shell's login page.
 */
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The emulator's sign-in iframe and the app page talk through Google's `gapi.iframes` (apis.google.com/js/api.js),
 * which does not resolve offline. This stand-in gives both windows the few calls they use (open an iframe, ping it,
 * register a handler, send a message and get the handlers' answers) over postMessage. The product loads the real
 * script; only the test's browser context gets this one.
 */
export const GAPI_STAND_IN = String.raw`(function () {
  var handlers = {}, queued = {}, replies = {}, pongs = {}, seq = 0;
  function newId() { seq += 1; return 'gsi-' + seq + '-' + Math.random().toString(36).slice(2); }
  function post(target, message) { if (target) { message.__gapiStandIn = true; target.postMessage(message, '*'); } }
  function Channel(targetWindow) { this.targetWindow = targetWindow; }
  Channel.prototype.register = function (name, handler) {
    handlers[name] = handler;
    (queued[name] || []).splice(0).forEach(answer);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = newId();
    if (callback) replies[id] = callback;
    post(this.targetWindow(), { kind: 'call', id: id, name: name, data: data });
    return Promise.resolve();
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var id = newId();
      var timer = setInterval(function () { post(self.targetWindow(), { kind: 'ping', id: id }); }, 100);
      pongs[id] = function () { clearInterval(timer); try { if (callback) callback(); } catch (e) {} resolve(); };
      post(self.targetWindow(), { kind: 'ping', id: id });
    });
  };
  function answer(event) {
    var result;
    try { result = handlers[event.data.name](event.data.data); } catch (e) { result = { status: 'ERROR' }; }
    post(event.source, { kind: 'reply', id: event.data.id, result: [result] });
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.__gapiStandIn !== true) return;
    if (message.kind === 'ping') post(event.source, { kind: 'pong', id: message.id });
    else if (message.kind === 'pong' && pongs[message.id]) { var done = pongs[message.id]; delete pongs[message.id]; done(); }
    else if (message.kind === 'call') {
      if (handlers[message.name]) answer(event); else (queued[message.name] = queued[message.name] || []).push(event);
    } else if (message.kind === 'reply' && replies[message.id]) {
      var reply = replies[message.id]; delete replies[message.id];
      try { reply(message.result); } catch (e) {}
    }
  });
  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style); else frame.setAttribute(key, attributes[key]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(callback(new Channel(function () { return frame.contentWindow; })));
    },
    getParentIframe: function () { return new Channel(function () { return window.parent; }); }
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin-iframes', Iframe: function () {}, getContext: function () { return context; } };
  window.gapi.load = function (name, options) {
    setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0);
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  else if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();`;

/** Offline stand-ins for what the emulator's pages load from the internet (Google's gapi, its CSS/fonts CDN). */
export async function routeEmulatorThirdParties(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css', body: '' }),
  );
}

/** From the shell's /login, click 'Login with Google' and return the emulator's popup once it has loaded. */
export async function openGooglePopup(page: Page, shellUrl: string): Promise<Page> {
  await routeEmulatorThirdParties(page.context());
  await page.goto(`${shellUrl}/login`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with Google' }).click(),
  ]);
  await popup.waitForLoadState();
  return popup;
}
