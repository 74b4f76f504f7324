// The app's end of the desktop-shell bridge: tells the shell when the folder changes and runs
// the shell's messages (src/lib/shell/wiring.ts decides what each means). Subscribes on mount,
// unsubscribes on unmount; a no-op outside the shell.
import { useEffect } from 'react';
import type { ExplorerItem } from '../../lib/explorer/items.ts';
import { itemAt } from '../../lib/explorer/paging.ts';
import type { Explorer } from '../../lib/explorer/explorer.ts';
import type { ShellBridge } from '../../lib/shell/bridge.ts';
import { pageBridge } from '../../lib/shell/page.ts';
import {
  changeDirMessage,
  commandFor,
  type ShellCommand,
  type ShellEntry,
  type ShellFolder,
  type ShellView,
} from '../../lib/shell/wiring.ts';
import { loadedItems } from './loaded-items.ts';

const entry = (item: ExplorerItem): ShellEntry => ({
  kind: item.kind,
  node: item.node,
  fileSeq: item.fileSeq,
  name: item.name,
});

function folderOf(explorer: Explorer): ShellFolder | null {
  const folder = explorer.$folder.get();
  if (folder === null) return null;
  const path = folder.path.map((crumb) => crumb.name);
  return {
    node: folder.node,
    dirSeq: folder.dir_seq,
    name: folder.name,
    path: path.at(-1) === folder.name ? path : [...path, folder.name],
  };
}

/** What the app shows now, in the bridge's terms. */
export function shellView(explorer: Explorer): ShellView {
  const state = explorer.$list.get()?.$state.get();
  if (state === undefined) return { folder: folderOf(explorer), items: [], selected: [] };
  const selected = [...explorer.$selection.get().selected].flatMap((index) => {
    const item = itemAt(state, index);
    return item === undefined ? [] : [entry(item)];
  });
  return { folder: folderOf(explorer), items: loadedItems(state).map(entry), selected };
}

function run(command: ShellCommand, explorer: Explorer, bridge: ShellBridge): void {
  switch (command.kind) {
    case 'refresh':
    case 'rename': // the listing comes back with the new name
      explorer.refresh();
      return;
    case 'history':
      if (command.action === 'back') history.back();
      else history.forward();
      return;
    case 'answer':
      bridge.send(command.message);
      return;
    case 'acknowledge':
      console.info(`Desktop shell bridge: ${command.note}`);
      return;
    case 'ignore':
      console.info(`Desktop shell bridge: nothing to do (${command.reason})`);
  }
}

/** Connects the explorer to the desktop shell while the app is mounted. */
export function useShellBridge(explorer: Explorer, bridge: () => ShellBridge = pageBridge): void {
  useEffect(() => {
    const shell = bridge();
    if (!shell.isShell()) return undefined;
    let lastDir: string | null = null;
    const stopFolder = explorer.$folder.subscribe(() => {
      const folder = folderOf(explorer);
      if (folder === null || `${folder.node}:${folder.dirSeq}` === lastDir) return;
      lastDir = `${folder.node}:${folder.dirSeq}`;
      shell.send(changeDirMessage(folder));
    });
    const stopMessages = shell.subscribe((message) => {
      run(commandFor(message, shellView(explorer)), explorer, shell);
    });
    return () => {
      stopFolder();
      stopMessages();
    };
  }, [explorer, bridge]);
}
