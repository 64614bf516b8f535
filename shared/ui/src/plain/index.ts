// The antd-free building blocks of a page that does without antd (a route with `antd: false`): plain
// HTML in the site's style, whose CSS is the shell's (shell/src/styles/app.css), loaded on every page.
// A page that needs a date picker, a form with many rules or a large table keeps antd.
export { Button } from './Button';
export { DataTable, type Column } from './DataTable';
export { DetailItem, DetailsList } from './Details';
export { Dialog } from './Dialog';
export { LoadError } from './LoadError';
export { Loading } from './Loading';
export { Notice } from './Notice';
export { Result } from './Result';
export { Badge } from './StatusBadge';
export { ORDER_STATUS_COLOURS, PAYMENT_STATUS_COLOURS, type StatusColour } from '../statusColours';
export { Tabs, type TabItem } from './Tabs';
export { DropZone } from './DropZone';
export { FlowSteps } from './FlowSteps';
export { Switch } from './Switch';
export { Tip } from './Tip';
export { CheckboxField, FieldError, fieldErrorId, fieldLabelClass, TextAreaField, TextField } from './Fields';
