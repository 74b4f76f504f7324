import { describe, expect, it } from 'vitest';
import { json, reset } from '../api/fake-env.ts';
import { checkNewFolder, newFolderCommand, type NewFolderInput } from './new-folder.ts';
import { fakeCommands } from './test-commands.ts';

const typed = (name: string, faxNumber = '', faxName = ''): NewFolderInput => ({
  name,
  faxNumber,
  faxName,
});
const made = (name: string) =>
  json({
    success: true,
    folder: {
      kind: 'folder',
      id: 'd9',
      file_seq: 0,
      dir_seq: 9,
      name,
      extension: '',
      size: 0,
      thumbnail: false,
      node: '1{2001',
      permission: { node: '1{2001', access_level: null },
      is_permission: 0,
      permission_flag_preview: 'Y',
      use_set_file_comment: false,
      reginfo: '',
      updated_at: 0,
      owner_name: 'Alice',
      own: true,
    },
  });

describe('checking the new folder form', () => {
  it.each([
    ['a plain name', typed('Plans'), false, null, false, false, true],
    ['an empty name', typed('  '), false, 'files.newFolder.invalid', false, false, false],
    ['a name with a slash', typed('a/b'), false, 'files.newFolder.invalid', false, false, false],
    [
      'a name too long',
      typed('x'.repeat(256)),
      false,
      'files.newFolder.tooLong',
      false,
      false,
      false,
    ],
    ['a fax folder without fax fields', typed('Fax'), true, null, true, true, false],
    ['a fax folder with blank fax fields', typed('Fax', ' ', ' '), true, null, true, true, false],
    [
      'a fax folder with both fields',
      typed('Fax', '03-1234', 'Office'),
      true,
      null,
      false,
      false,
      true,
    ],
    ['a plain folder ignoring fax fields', typed('Plans'), false, null, false, false, true],
  ])('%s', (_, input, fax, nameError, faxNumberMissing, faxNameMissing, ok) => {
    expect(checkNewFolder(input, fax)).toEqual({ nameError, faxNumberMissing, faxNameMissing, ok });
  });
});

describe('the new folder command', () => {
  it('adds the folder, closes the dialog, names it in a toast and reloads the list', async () => {
    const { server, env, toasts, page } = fakeCommands();
    server.reply(made('Plans'));
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: 42, fax: false });
    expect(await command.submit(typed('Plans'))).toBe(true);
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/folder/add/');
    const form = new URLSearchParams(await request?.text());
    expect(Object.fromEntries(form)).toEqual({ node: '1{2001', name: 'Plans', dir_seq: '42' });
    expect(toasts).toEqual([
      { message: 'files.newFolder.created{"name":"Plans"}', options: { tone: 'success' } },
    ]);
    expect(page).toEqual({ refreshes: 1, closes: 1 });
  });

  it('sends the name NFC-normalised and the fax fields trimmed, without a dir_seq at the root', async () => {
    const { server, env } = fakeCommands();
    server.reply(made('が'));
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: null, fax: true });
    expect(await command.submit(typed('か\u3099', ' 03-1234 ', ' Office '))).toBe(true);
    const form = new URLSearchParams(await server.requests[0]?.text());
    expect(Object.fromEntries(form)).toEqual({
      node: '1{2001',
      name: 'が',
      fax_number: '03-1234',
      fax_name: 'Office',
    });
  });

  it('sends nothing while the form is invalid', async () => {
    const { server, env, page } = fakeCommands();
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: null, fax: true });
    expect(await command.submit(typed('a:b', '1', 'x'))).toBe(false);
    expect(await command.submit(typed('Fax'))).toBe(false);
    expect(server.requests).toEqual([]);
    expect(page).toEqual({ refreshes: 0, closes: 0 });
  });

  it('shows a known refusal in the page language and keeps the dialog open', async () => {
    const { server, env, toasts, page } = fakeCommands();
    server.reply(json({ success: false, result_code: 'duplicate_name', all: 'Already exists.' }));
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: null, fax: false });
    expect(await command.submit(typed('Plans'))).toBe(false);
    expect(command.$error.get()).toEqual({ key: 'files.copyMove.code.duplicate_name' });
    expect(toasts).toEqual([]);
    expect(page).toEqual({ refreshes: 0, closes: 0 });
    command.clearError();
    expect(command.$error.get()).toBeNull();
  });

  it('says the network failed when no answer came', async () => {
    const { server, env } = fakeCommands();
    server.reply(reset);
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: null, fax: false });
    expect(await command.submit(typed('Plans'))).toBe(false);
    expect(command.$error.get()).toEqual({ key: 'files.upload.network' });
  });

  it('shows nothing in the dialog when the session ended (the client told the user)', async () => {
    const { server, env } = fakeCommands();
    server.reply(json({ success: false, result_code: '01', all: 'Session expired.' }));
    const command = newFolderCommand(env, { node: '1{2001', dirSeq: null, fax: false });
    expect(await command.submit(typed('Plans'))).toBe(false);
    expect(command.$error.get()).toBeNull();
  });
});
