import 'styled-components';
import type { ForkfulTheme } from '@forkful/contracts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ForkfulTheme {}
}
