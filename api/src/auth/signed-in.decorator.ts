import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { FirebaseAuthGuard } from './firebase-auth.guard';

/**
 * A route (or every route of a controller) that needs a Firebase ID token: the guard that checks it and the
 * matching /api/docs entries (bearer scheme, 401 response), so the two never drift apart.
 */
export function SignedIn(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    UseGuards(FirebaseAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Missing, expired or invalid ID token' }),
  );
}
