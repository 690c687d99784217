import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { closeOnSignals } from './common/graceful-shutdown';
import { loadConfig } from './config/api-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config });
  closeOnSignals(app, config.shutdownDrainMs);
  // Every interface, as express's listen(port) did (fastify's default is localhost only); IPv4 alone without IPv6.
  await app.listen(config.port, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.port, '0.0.0.0');
  });
  new Logger('Forkful API').log(`Listening on ${config.publicUrl} (docs: ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  new Logger('Forkful API').error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
