import { describeRouteModule } from '@forkful/ui/src/testing/route-module';
import pkg from '../package.json';
import routes from './routes.json';

// This remote's route module: valid, its exposed pages load as components, its navigation leads to its own pages.
describeRouteModule(pkg.forkful.remote.name, routes);
