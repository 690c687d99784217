import { IMPORT_MESSAGES } from '@forkful/domain';
import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { API_CONFIG } from '../config/api-config';
import { SAFE_FETCH_OPTIONS } from './safe-fetch-options';
import { SafeFetchModule } from './safe-fetch.module';
import { SafeFetcher } from './safe-fetcher';
import { configAllowing, refusalOf } from './test-servers.spec-helper';

/** The config the app module provides globally. */
@Global()
@Module({ providers: [{ provide: API_CONFIG, useValue: configAllowing() }], exports: [API_CONFIG] })
class ConfigStandIn {}

describe('SafeFetchModule', () => {
  it('provides the SafeFetcher, whose options a test can override (here its resolver)', async () => {
    const resolve = jest.fn(async () => [{ address: '10.1.2.3', family: 4 }]);
    const moduleRef = await Test.createTestingModule({ imports: [ConfigStandIn, SafeFetchModule] })
      .overrideProvider(SAFE_FETCH_OPTIONS)
      .useValue({ resolve })
      .compile();
    const refusal = await refusalOf(moduleRef.get(SafeFetcher).fetchPage('https://intranet.test/'));
    expect(refusal).toEqual({ status: 400, message: IMPORT_MESSAGES.notPublicAddress });
    expect(resolve).toHaveBeenCalledWith('intranet.test');
  });
});
