import { Module } from '@nestjs/common';
import { ModelsModule } from '../database/models.module';
import { SeedService } from './seed.service';

@Module({ imports: [ModelsModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
