import 'styled-components';
import type { PortalTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components' theme typing is declared this way
  export interface DefaultTheme extends PortalTheme {}
}
