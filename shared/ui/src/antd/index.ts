export { AntdProvider } from './AntdProvider';
export { theme } from './theme';
