/**
 * The part of React Router the web apps use, shared under the name 'react-router-dom' (shared-modules.cjs).
 * A shared module is built whole: react-router-dom is all of React Router (data routers, server rendering,
 * forms: about 60 KB compressed), while the apps route with these. Re-exported here, the rest is shaken
 * out of the one copy the page loads. The apps may import only these names (eslint.config.mjs reads them).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
