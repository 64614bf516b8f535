// The part of react-router the apps use, which the shell provides to itself and to every remote under
// the shared name 'react-router' (shared.cjs). A shared package is never tree-shaken: provided whole,
// react-router 7 costs 65 KB gzipped on every page, most of it the data router and server rendering we do
// not use; this set costs about 16 KB. 'react-router-full' is webpack's alias for the real package
// (webpack.cjs), a name the share scope does not intercept. ESLint allows only these names from
// 'react-router' (eslint.config.mjs), so a page cannot import one the shell does not provide.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
