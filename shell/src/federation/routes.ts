import { routeTable, type RemoteName, type RouteDeclaration, type RouteTable } from '@portal/shared';

let table: RouteTable = routeTable({});

/** Installs the remotes' routes read from /federation.json at boot; until then only the shell's own exist. */
export function setRemoteRoutes(routes: Partial<Record<RemoteName, readonly RouteDeclaration[]>>): void {
  table = routeTable(routes);
}

/** The page's route table: every app's activity function, the guards and the layout read it. */
export const routes = (): RouteTable => table;
