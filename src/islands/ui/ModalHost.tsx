// Renders the main and overlay modals of the modal store from a registry of components.
import { useStore } from '@nanostores/react';
import type { ComponentType, ReactElement } from 'react';
import {
  $modals,
  cancelModal,
  resolveCancel,
  type ModalData,
  type ModalEntry,
  type ModalLayer,
} from '../../lib/ui/modals.ts';

/** What ModalHost passes to `<Modal {...modal}>`: close behaviour and stacking. */
export interface ModalBinding {
  readonly onClose: () => void;
  readonly dismissible: boolean;
  readonly raiseKey: unknown;
}

/** Props of every registered modal component; `P` is what it was opened with. */
export interface ModalViewProps<P = ModalData> {
  readonly props: P;
  readonly layer: ModalLayer;
  readonly modal: ModalBinding;
  /** The user asked to cancel while editing (cancel mode `confirm`): ask, then `answerCancel`. */
  readonly cancelPending: boolean;
  readonly answerCancel: (discard: boolean) => void;
}

/** Modal components by id, as passed to `openModal(id, …)`. */
export type ModalRegistry = Readonly<Record<string, ComponentType<ModalViewProps>>>;

/** A registry typed by a map of id → props: each component takes exactly its own props. */
export type TypedRegistry<M> = { readonly [K in keyof M]: ComponentType<ModalViewProps<M[K]>> };

/**
 * A typed registry as ModalHost takes it. The one place props are trusted: they were given to a
 * typed opener (`openDialog`) for the same map, so each component gets the props of its id.
 */
export function typedRegistry<M>(registry: TypedRegistry<M>): ModalRegistry {
  return registry as unknown as ModalRegistry;
}

function renderLayer(
  registry: ModalRegistry,
  entry: ModalEntry | null,
  layer: ModalLayer,
  pending: ModalLayer | null,
  raiseKey: unknown,
): ReactElement | null {
  const View = entry === null ? undefined : registry[entry.id];
  if (entry === null || View === undefined) return null;
  const modal: ModalBinding = {
    onClose: () => {
      cancelModal(layer);
    },
    dismissible: entry.cancelMode !== 'none',
    raiseKey,
  };
  return (
    <View
      key={`${layer}:${entry.id}`}
      props={entry.props}
      layer={layer}
      modal={modal}
      cancelPending={pending === layer}
      answerCancel={resolveCancel}
    />
  );
}

/** The one place modals are rendered: main first, then the overlay above it. */
export function ModalHost({ registry }: { readonly registry: ModalRegistry }): ReactElement {
  const { main, overlay, pendingCancel } = useStore($modals);
  return (
    <>
      {renderLayer(registry, main, 'main', pendingCancel, undefined)}
      {renderLayer(registry, overlay, 'overlay', pendingCancel, main)}
    </>
  );
}
