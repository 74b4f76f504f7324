import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlertHost } from './AlertHost.tsx';
import { Button } from './Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { InlineMessage } from './InlineMessage.tsx';
import { Modal } from './Modal.tsx';
import { ModalHost } from './ModalHost.tsx';
import { PasswordField } from './PasswordField.tsx';
import { Spinner } from './Spinner.tsx';
import { TextField } from './TextField.tsx';
import { ToastHost } from './ToastHost.tsx';

const noop = (): void => undefined;

// The CSP blocks inline style attributes, and React renders `style` props as attributes.
describe('server-rendered markup', () => {
  it.each([
    ['Button', <Button busy>Login</Button>],
    ['Spinner', <Spinner label="Loading" />],
    ['InlineMessage', <InlineMessage>Error</InlineMessage>],
    ['TextField', <TextField label="ID" value="" onChange={noop} hint="h" error="e" />],
    [
      'PasswordField',
      <PasswordField
        label="P"
        value=""
        onChange={noop}
        toggleLabel="Show"
        capsLockWarning="Caps"
      />,
    ],
    ['Checkbox', <Checkbox label="C" checked onChange={noop} />],
    [
      'Modal',
      <Modal title="T" closeLabel="Close" onClose={noop}>
        Body
      </Modal>,
    ],
    ['ModalHost', <ModalHost registry={{}} />],
    ['AlertHost', <AlertHost />],
    ['ToastHost', <ToastHost dismissLabel="Dismiss" />],
  ])('renders %s with no inline style attribute', (_name, element) => {
    expect(renderToString(element)).not.toMatch(/\sstyle=/i);
  });

  it('renders a dialog closed on the server, to be shown as a modal on hydration', () => {
    const html = renderToString(
      <Modal title="T" closeLabel="Close" onClose={noop}>
        Body
      </Modal>,
    );
    expect(html).toMatch(/^<dialog/);
    expect(html).not.toMatch(/\sopen[\s=>]/);
  });
});
