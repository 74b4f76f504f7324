// CJK-safe keyboard and input helpers (requirements L3, O5).

/** The parts of a keyboard event (DOM or React) that tell whether an IME is composing. */
export interface ComposingEventLike {
  readonly isComposing?: boolean;
  readonly keyCode?: number;
  readonly nativeEvent?: { readonly isComposing?: boolean };
}

/** The keyCode browsers report for keys consumed by an IME (Safari ends composition with it). */
export const IME_KEY_CODE = 229;

/** True while an IME is composing: Enter then confirms the conversion and must never submit. */
export function isImeComposing(event: ComposingEventLike): boolean {
  return (
    event.isComposing === true ||
    event.nativeEvent?.isComposing === true ||
    event.keyCode === IME_KEY_CODE
  );
}

/** True for an Enter press that should submit (not one that ends an IME composition). */
export function isSubmitEnter(event: ComposingEventLike & { readonly key: string }): boolean {
  return event.key === 'Enter' && !isImeComposing(event);
}

/** Full-width digits (０-９) turned into ASCII digits, for code and phone fields. */
export function toHalfWidthDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) - 0xfee0),
  );
}

/** True on Apple platforms, where the command key (Meta) plays Control's part. */
export function isMacPlatform(platform: string): boolean {
  return /Mac|iPhone|iPad/.test(platform);
}
