/**
 * The component table's comment and datasheet dialogs, one open at a time: Comments, the
 * datasheet view and (admins) the datasheet upload of one component.
 */
import type { Material } from '@partproof/shared';
import { CommentsDialog, type CommentsViewer } from './comments-dialog';
import { DatasheetUploadDialog } from './datasheet-upload-dialog';
import { DatasheetViewDialog } from './datasheet-view-dialog';

export type ComponentCommentDialog =
  | { kind: 'comments'; material: Material }
  | { kind: 'datasheet'; material: Material }
  | { kind: 'upload'; material: Material };

interface ComponentCommentDialogsProps {
  dialog: ComponentCommentDialog | null;
  viewer: CommentsViewer;
  /** Upload and Remove (the datasheet.write capability). */
  canWriteDatasheet: boolean;
  onChange: (dialog: ComponentCommentDialog | null) => void;
}

export function ComponentCommentDialogs(props: ComponentCommentDialogsProps) {
  const { dialog, onChange } = props;
  const close = () => onChange(null);
  const of = (kind: ComponentCommentDialog['kind']) =>
    dialog?.kind === kind ? dialog.material : null;
  return (
    <>
      <CommentsDialog material={of('comments')} viewer={props.viewer} onClose={close} />
      <DatasheetViewDialog material={of('datasheet')} onClose={close} />
      {props.canWriteDatasheet && <DatasheetUploadDialog material={of('upload')} onClose={close} />}
    </>
  );
}
