import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MODERATION_ACTIONS, MODERATION_MESSAGES, REPORT_REASONS, REPORTABLE_KINDS } from '@forkful/domain';

/** What a report answers (201): the thanks the dialog shows. */
export class ReportedResponse {
  @ApiProperty({ example: MODERATION_MESSAGES.reported }) message: string;
}

/** One cook's open report, as a moderator sees it: the reporter's name, never an email. */
export class ItemReportResponse {
  @ApiProperty({ enum: REPORT_REASONS }) reason: string;
  @ApiPropertyOptional({ description: "The reporter's note (plain text)" }) note?: string;
  @ApiProperty() reporterUid: string;
  @ApiProperty({ description: "The reporter's display name" }) reporterName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ReportedItemResponse {
  @ApiProperty({ enum: REPORTABLE_KINDS }) kind: string;
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7c' }) itemId: string;
  @ApiProperty({ description: 'Hidden from everyone but its author until a decision' }) hidden: boolean;
  @ApiProperty({ description: "The review's rating and text, or the collection's title and description (plain text)" }) excerpt: string;
  @ApiProperty() authorUid: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ example: '/recipes/665f1c2e8a1b2c3d4e5f6a7b', description: 'Where it shows' }) path: string;
  @ApiProperty({ type: ItemReportResponse, isArray: true, description: 'Its open reports, newest first (the 50 newest)' }) reports: ItemReportResponse[];
}

export class ModerationDecisionResponse {
  @ApiProperty({ enum: REPORTABLE_KINDS }) kind: string;
  @ApiProperty() itemId: string;
  @ApiProperty({ enum: MODERATION_ACTIONS }) action: string;
  @ApiProperty() reason: string;
  @ApiProperty() moderatorUid: string;
  @ApiProperty({ description: "The moderator's display name" }) moderatorName: string;
  @ApiProperty({ format: 'date-time' }) decidedAt: string;
}
