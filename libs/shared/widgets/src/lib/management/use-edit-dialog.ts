import { useCallback, useMemo, useState } from 'react';

import { type MutationFeedback } from './mutation-feedback';

/**
 * The props every create/edit dialog of a management page takes besides its record: how to
 * close it and what to do after a successful save (notice + list reload, usually
 * {@link useMutationFeedback}; combine the two with `closeAfter(onSaved, onClose)`).
 */
export interface EditDialogProps {
  /** Closes the dialog (取消, Escape, or after a save). */
  onClose: () => void;
  /** Called with the save's result after a successful save (shows the server's message, reloads the list). */
  onSaved: MutationFeedback;
}

/** What {@link useEditDialog} returns. */
export interface EditDialog<T> {
  /** A dialog is open (新增 or 编辑). */
  opened: boolean;
  /** The record being edited; `undefined` while creating (or closed). */
  record: T | undefined;
  /** Opens the dialog for a new record (新增). */
  openNew: () => void;
  /** Opens the dialog for `record` (编辑). */
  openEdit: (record: T) => void;
  close: () => void;
}

/**
 * Which create/edit dialog of a list is open: none, a new record, or one record.
 *
 * @example
 * ```tsx
 * const editor = useEditDialog<SysRole>();
 * <Button onClick={editor.openNew}>新增角色</Button>
 * {editor.opened ? <RoleFormModal role={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
 * ```
 */
export function useEditDialog<T>(): EditDialog<T> {
  const [state, setState] = useState<{ record: T | undefined } | null>(null);
  const openNew = useCallback(() => setState({ record: undefined }), []);
  const openEdit = useCallback((record: T) => setState({ record }), []);
  const close = useCallback(() => setState(null), []);
  return useMemo(
    () => ({ opened: state !== null, record: state?.record, openNew, openEdit, close }),
    [state, openNew, openEdit, close],
  );
}
