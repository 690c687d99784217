import { EventEmitter } from 'node:events';
import { changeFrame, EVERYTHING_CHANGED, feedEventOf, FeedSubscriber, PING, sseFrame } from './feed-subscriber';

const id = '0123456789abcdef01234567';

/** A connection whose buffer is "full" (write returns false) while `blocked`; 'drain' is emitted by hand. */
class StandInConnection extends EventEmitter {
  written: string[] = [];
  blocked = false;
  write(text: string): boolean {
    this.written.push(text);
    return !this.blocked;
  }
  drain(): void {
    this.blocked = false;
    this.emit('drain');
  }
}

describe('feed events', () => {
  it('tell the kind and the recipe; a change of everything is unknown, with no id', () => {
    expect(feedEventOf({ kind: 'inserted', id })).toEqual({ kind: 'inserted', id });
    expect(feedEventOf({ kind: 'updated', id, fields: ['likeCount'] })).toEqual({ kind: 'updated', id });
    expect(feedEventOf({ kind: 'deleted', id })).toEqual({ kind: 'deleted', id });
    expect(feedEventOf({ kind: 'all' })).toEqual({ kind: 'unknown', id: null });
  });

  it('are written as Server-Sent Events: event line, one data line of JSON, blank line', () => {
    expect(changeFrame({ kind: 'deleted', id })).toBe(`event: change\ndata: {"kind":"deleted","id":"${id}"}\n\n`);
    expect(EVERYTHING_CHANGED).toBe('event: change\ndata: {"kind":"unknown","id":null}\n\n');
    expect(sseFrame('ready', {})).toBe('event: ready\ndata: {}\n\n');
    expect(PING).toBe(': ping\n\n');
  });
});

describe('FeedSubscriber', () => {
  const frame = (n: number) => changeFrame({ kind: 'updated', id: n.toString(16).padStart(24, '0'), fields: null });

  it('writes each event at once while the client keeps up', () => {
    const connection = new StandInConnection();
    const subscriber = new FeedSubscriber(connection, 4);
    subscriber.send(frame(1));
    subscriber.ping();
    subscriber.send(frame(2));
    expect(connection.written).toEqual([frame(1), PING, frame(2)]);
    expect(subscriber.blockedFor(Date.now())).toBe(0);
  });

  it('keeps events while the connection is full and writes them in one piece on drain; no pings meanwhile', () => {
    const connection = new StandInConnection();
    const subscriber = new FeedSubscriber(connection, 4);
    connection.blocked = true;
    subscriber.send(frame(1)); // written, but the buffer is now over its mark
    subscriber.send(frame(2));
    subscriber.ping();
    subscriber.send(frame(3));
    expect(connection.written).toEqual([frame(1)]);
    expect(subscriber.backlog).toBe(2);
    expect(subscriber.blockedFor(Date.now() + 5000)).toBeGreaterThanOrEqual(5000);
    connection.drain();
    expect(connection.written).toEqual([frame(1), frame(2) + frame(3)]);
    expect(subscriber.backlog).toBe(0);
    expect(subscriber.blockedFor(Date.now())).toBe(0);
  });

  it('turns maxQueued waiting events into one "everything may have changed", and adds nothing after it', () => {
    const connection = new StandInConnection();
    const subscriber = new FeedSubscriber(connection, 256);
    connection.blocked = true;
    subscriber.send(frame(0));
    for (let n = 1; n <= 255; n++) subscriber.send(frame(n));
    expect(subscriber.backlog).toBe(255);
    subscriber.send(frame(256));
    expect(subscriber.backlog).toBe(1);
    for (let n = 257; n < 1000; n++) subscriber.send(frame(n));
    expect(subscriber.backlog).toBe(1);
    connection.drain();
    expect(connection.written).toEqual([frame(0), EVERYTHING_CHANGED]);
    // Caught up: events are single again.
    subscriber.send(frame(1000));
    expect(connection.written.at(-1)).toBe(frame(1000));
  });

  it('writes and keeps nothing once closed', () => {
    const connection = new StandInConnection();
    const subscriber = new FeedSubscriber(connection, 4);
    connection.blocked = true;
    subscriber.send(frame(1));
    subscriber.send(frame(2));
    subscriber.close();
    expect(subscriber.backlog).toBe(0);
    connection.drain();
    subscriber.send(frame(3));
    subscriber.ping();
    expect(connection.written).toEqual([frame(1)]);
  });
});
