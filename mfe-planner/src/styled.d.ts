import 'styled-components';
import type { ForkfulTheme } from '@forkful/design-tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ForkfulTheme {}
}
