// login/gdpr in app mode (requirements G3): the page asks the shell for its window size first,
// and the agreement (GdprAgree, then Close) always goes after it. Both wait for the bridge's code,
// which loads on demand; chaining them on one load keeps that order even when Agree is selected
// before the page's effect has asked for the size.

/** What app mode needs of the bridge's page module (`./page.ts`). */
export interface AppModeShell {
  sizeAppModePage(): boolean;
  agreeInShell(): boolean;
}

/** The app-mode page's hand-offs, in order; a bridge that failed to load is asked again. */
export function createAppMode(load: () => Promise<AppModeShell>) {
  let ready: Promise<AppModeShell> | null = null;
  const sized = (): Promise<AppModeShell> =>
    (ready ??= load().then(
      (shell) => {
        shell.sizeAppModePage();
        return shell;
      },
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  return {
    /** Asks for the window size once. */
    size: (): Promise<boolean> =>
      sized().then(
        () => true,
        () => false,
      ),
    /** Sends the agreement after the size; false when the bridge is not there. */
    agree: (): Promise<boolean> =>
      sized().then(
        (shell) => shell.agreeInShell(),
        () => false,
      ),
  };
}
