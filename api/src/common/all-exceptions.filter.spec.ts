import { BadRequestException, ForbiddenException, HttpException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { API_REFUSALS, IMPORT_MESSAGES, REVIEW_MESSAGES } from '@forkful/domain';
import { mongo } from 'mongoose';
import { toErrorBody } from './all-exceptions.filter';

describe('toErrorBody', () => {
  it('keeps the message of a 4xx', () => {
    expect(toErrorBody(new ForbiddenException('You cannot like your own recipe'))).toEqual({
      statusCode: 403,
      message: 'You cannot like your own recipe',
      error: 'Forbidden',
      code: 'recipe.like-own',
    });
    expect(toErrorBody(new BadRequestException(['title must be a string']))).toEqual({
      statusCode: 400,
      message: ['title must be a string'],
      error: 'Bad Request',
      code: 'validation',
    });
    expect(toErrorBody(new HttpException('Slow down', 429))).toEqual({ statusCode: 429, message: 'Slow down', error: 'Too Many Requests', code: 'rate-limit' });
  });

  it('never lets the detail of a 5xx out', () => {
    const leaky = new Error('connect ECONNREFUSED 10.0.0.5:27017 at /srv/app/db.js:12');
    expect(toErrorBody(leaky)).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error', code: 'http.500' });
    expect(toErrorBody(new InternalServerErrorException('password=hunter2'))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      error: 'Internal Server Error',
      code: 'http.500',
    });
    expect(toErrorBody(undefined).statusCode).toBe(500);
    expect(toErrorBody(Object.assign(new Error('x'), { status: 503 })).message).toBe('Internal server error');
  });

  it('turns body-parser errors into clear 4xx', () => {
    expect(toErrorBody({ status: 413, type: 'entity.too.large', expose: true, message: 'request entity too large' }, '100kb')).toEqual({
      statusCode: 413,
      message: 'Request body is larger than the 100kb limit',
      error: 'Payload Too Large',
      code: 'http.413',
    });
    expect(toErrorBody({ status: 415, expose: true, message: 'unsupported charset "X"' })).toEqual({
      statusCode: 415,
      message: 'unsupported charset "X"',
      error: 'Unsupported Media Type',
      code: 'http.415',
    });
  });

  it('turns a database query that ran out of time (MaxTimeMSExpired) into a 503 with a JSON message', () => {
    const timedOut = new mongo.MongoServerError({ ok: 0, code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' });
    expect(toErrorBody(timedOut)).toEqual({
      statusCode: 503,
      message: 'The database took too long to answer; please try again',
      error: 'Service Unavailable',
      code: 'http.503',
    });
    // Only a database time-out: another error that happens to carry code 50 stays a plain 500.
    expect(toErrorBody(Object.assign(new Error('x'), { code: 50 })).statusCode).toBe(500);
    const other = new mongo.MongoServerError({ ok: 0, code: 2, codeName: 'BadValue', errmsg: 'secret detail' });
    expect(toErrorBody(other)).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error', code: 'http.500' });
  });

  describe('code', () => {
    it("gives a refusal the API words its code from domain's table, with or without detail after it", () => {
      expect(toErrorBody(new NotFoundException(API_REFUSALS.recipeNotFound)).code).toBe('recipe.not-found');
      expect(toErrorBody(new NotFoundException(`${REVIEW_MESSAGES.reviewNotFound}: "x" is not a valid review id`)).code).toBe('review.not-found');
      expect(toErrorBody(new HttpException(IMPORT_MESSAGES.upstreamError(502), 422)).code).toBe('import.upstream-error');
    });

    it('falls back to the kind of refusal or its status for any other', () => {
      expect(toErrorBody(new BadRequestException(['property foo should not exist'])).code).toBe('validation');
      expect(toErrorBody(new BadRequestException('from must be on or before to')).code).toBe('http.400');
      expect(toErrorBody(new ThrottlerException('Too many requests: try again in 3 seconds')).code).toBe('rate-limit');
      expect(toErrorBody(Object.assign(new Error('x'), { status: 401, expose: true, message: 'Sign in required' })).code).toBe('auth.required');
      expect(toErrorBody(new NotFoundException('Cannot GET /nope')).code).toBe('http.404');
      expect(toErrorBody({ status: 400, type: 'entity.parse.failed' }).code).toBe('http.400');
    });
  });
});
