export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Callout, type CalloutProps } from './Callout';
export { PageLoader } from './PageLoader';
export { Spinner } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { TextField, type TextFieldProps } from './TextField';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export { ActionLink, StatePanel, type ActionLinkProps, type StatePanelProps } from './StatePanel';
