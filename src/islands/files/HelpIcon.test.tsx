import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../../lib/i18n/catalog.ts';
import { $modals, closeModal } from '../../lib/ui/modals.ts';
import { HelpIcon } from './HelpIcon.tsx';

afterEach(() => {
  cleanup();
  closeModal('all');
});

const strings = Object.assign(
  {},
  ...readLocaleFiles(process.cwd(), 'en').map((f) => f.entries),
) as Record<string, string>;

describe('the help icon', () => {
  it('shows its help box on hover and on focus, and hides it with Escape', () => {
    render(<HelpIcon strings={strings} locale="en" folderType="project" />);
    const button = screen.getByRole('button', { name: 'Permission of Shared User' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip.hidden).toBe(true);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(tip.hidden).toBe(true);
    fireEvent.focus(button);
    expect(tip.hidden).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });

  it('opens the matrix for its folder type on click', () => {
    render(<HelpIcon strings={strings} locale="en" folderType="dlp" />);
    fireEvent.click(screen.getByRole('button', { name: 'Permission of Shared User' }));
    expect($modals.get().main).toMatchObject({
      id: 'permission-matrix',
      props: { folderType: 'dlp' },
    });
  });
});
