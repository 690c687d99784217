/** New version ids, in the format @forkful/topology defines (the UTC time of the publish to the millisecond, then the commit). */
export { isVersionId } from '@forkful/topology';

export function newVersionId(commit: string | null | undefined, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, ''); // 20261123T150102123Z
  const safeCommit = String(commit || 'nogit').toLowerCase().replace(/[^0-9a-z]/g, '').slice(0, 40) || 'nogit';
  return `${stamp}-${safeCommit}`;
}
