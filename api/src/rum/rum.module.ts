import { Module } from '@nestjs/common';

/** Real-user monitoring: the shell's events (POST /rum), their per-minute aggregates and each version's health. */
@Module({})
export class RumModule {}
