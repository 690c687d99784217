import { startStandalone } from '@forkful/ui';
import { StandaloneApp } from './standalone-app';

startStandalone(<StandaloneApp />);
