/**
 * The router every app uses, shared through this singleton module instead of as a package of its
 * own: a shared package cannot be tree-shaken, and react-router 7 whole weighs 62 KB gz (its data,
 * server and cookie code included). Apps still write `from 'react-router-dom'`; the build preset
 * points that at these exports. A name missing here is undefined in the apps: add it here first.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchPath,
  generatePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, RouteObject } from 'react-router-dom';
