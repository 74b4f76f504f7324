import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { ApiFailure, TimeoutError } from '../api/errors.ts';
import { fakeEnv, json, reset } from '../api/fake-env.ts';
import { fakeCommands } from './test-commands.ts';
import { file, folder } from './test-items.ts';
import { deleteCommand, trashSeqs, undoCommand, undoDelete } from './trash.ts';

const items = [
  file('a.txt', { fileSeq: 11 }),
  { ...folder('Old'), dirSeq: 7 },
  file('b.txt', { fileSeq: 12 }),
];

describe('deleting and undoing it', () => {
  it('splits a selection into the file and folder seqs the calls take', () => {
    expect(trashSeqs(items)).toEqual({ file_seqs: [11, 12], dir_seqs: [7] });
  });

  it('puts the items back with one restore call', async () => {
    const server = fakeEnv();
    server.reply(json({ success: true, file_seqs: [11, 12], dir_seqs: [7] }));
    expect(await undoDelete(createApiClient(server.env), items)).toBe('restored');
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/trash/restore');
    expect(await request?.json()).toEqual({ file_seqs: [11, 12], dir_seqs: [7] });
  });

  it.each([404, 405])('says Undo is unavailable on a back end that answers %i', async (status) => {
    const server = fakeEnv();
    server.reply(new Response('Not found', { status }));
    expect(await undoDelete(createApiClient(server.env), items)).toBe('unavailable');
    expect(server.toasts).toEqual([]);
  });

  it('throws a refusal for the caller to show, without a toast of its own', async () => {
    const server = fakeEnv();
    server.reply(
      json({
        success: false,
        result_code: 'duplicate_name',
        all: 'A file or folder with the same name already exists.',
      }),
    );
    await expect(undoDelete(createApiClient(server.env), items)).rejects.toBeInstanceOf(ApiFailure);
    expect(server.toasts).toEqual([]);
  });
});

const trashed = json({ success: true, file_seqs: [11, 12], dir_seqs: [7] });

describe('the delete command', () => {
  it('trashes the items, closes the dialog, offers Undo in a toast and reloads the list', async () => {
    const { server, env, toasts, page } = fakeCommands();
    server.reply(trashed);
    const command = deleteCommand(env, items);
    expect(await command.confirm()).toBe(true);
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/trash');
    expect(await request?.json()).toEqual({ file_seqs: [11, 12], dir_seqs: [7] });
    expect(toasts.map((t) => [t.message, t.options.tone, t.options.action?.label])).toEqual([
      ['files.delete.done{"count":3}', 'success', 'files.delete.undo'],
    ]);
    expect(page).toEqual({ refreshes: 1, closes: 1 });
  });

  it('puts the items back when Undo is pressed', async () => {
    const { server, env, toasts } = fakeCommands();
    server.reply(trashed);
    expect(await deleteCommand(env, items).confirm()).toBe(true);
    server.reply(trashed);
    toasts[0]?.options.action?.run();
    await vi.waitFor(() => {
      expect(toasts).toHaveLength(2);
    });
    expect(new URL(server.requests[1]?.url ?? '').pathname).toBe('/v2/trash/restore');
  });

  it.each([
    [
      'a connection that failed: the result is unknown and the list reloads',
      reset,
      {},
      { key: 'files.delete.uncertain' },
      1,
    ],
    [
      'being offline: the operation stopped',
      reset,
      { isOnline: () => false },
      { key: 'files.delete.stopped' },
      0,
    ],
    [
      'a refusal: its text as sent',
      json({ success: false, result_code: 'denied', all: 'No permission.' }),
      {},
      { text: 'No permission.' },
      0,
    ],
    [
      'a session end: nothing (the client told the user)',
      json({ success: false, result_code: '01', all: 'Session expired.' }),
      {},
      null,
      0,
    ],
  ] as const)('keeps the dialog open after %s', async (_, reply, overrides, error, refreshes) => {
    const { server, env, toasts, page } = fakeCommands(overrides);
    server.reply(reply);
    const command = deleteCommand(env, items);
    expect(await command.confirm()).toBe(false);
    expect(command.$error.get()).toEqual(error);
    expect(toasts).toEqual([]);
    expect(page).toEqual({ refreshes, closes: 0 });
  });

  it('says the result is unknown when no answer came in time, and reloads the list', async () => {
    const { env, page } = fakeCommands();
    // The client's own time limit is tested with the client; here its error arrives at once.
    const late = {
      ...env,
      client: { ...env.client, call: () => Promise.reject(new TimeoutError(30_000)) },
    };
    const command = deleteCommand(late, items);
    expect(await command.confirm()).toBe(false);
    expect(command.$error.get()).toEqual({ key: 'files.delete.uncertain' });
    expect(page).toEqual({ refreshes: 1, closes: 0 });
  });
});

describe('the Undo command', () => {
  it.each([
    [
      'restored: says so and reloads the list, the entries put back selected',
      json({ success: true, file_seqs: [11, 12], dir_seqs: [7] }),
      { message: 'files.delete.restored{"count":3}', options: { tone: 'success' } },
      1,
    ],
    [
      'unavailable on this back end: says so',
      new Response('Not found', { status: 404 }),
      { message: 'files.delete.undoUnavailable', options: { tone: 'info' } },
      0,
    ],
    [
      'refused: the refusal as sent',
      json({ success: false, result_code: 'origin_gone', all: 'Origin gone.' }),
      { message: 'Origin gone.', options: { tone: 'error' } },
      0,
    ],
  ])('toasts an Undo that was %s', async (_, reply, toast, refreshes) => {
    const { server, env, toasts, page, selects } = fakeCommands();
    server.reply(reply);
    await undoCommand(env, items);
    expect(toasts).toEqual([toast]);
    expect(page.refreshes).toBe(refreshes);
    expect(selects).toEqual(refreshes === 0 ? [] : [items.map((item) => item.key)]);
  });

  it('toasts nothing of its own when the session ended', async () => {
    const { server, env, toasts } = fakeCommands();
    server.reply(json({ success: false, result_code: '01', all: 'Session expired.' }));
    await undoCommand(env, items);
    expect(toasts).toEqual([]);
  });
});
