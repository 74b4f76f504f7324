// The scan dialog for the app's "Scan" action.
export { ScanDialog, type ScanDialogProps } from './ScanDialog.tsx';
