import type { RequestHandler } from 'express';
import { type z, type ZodError, type ZodType } from 'zod';
import { AppError, type ErrorIssue } from './app-error';

export function zodIssues(err: ZodError): ErrorIssue[] {
  return err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Parse with a contract schema or throw a 400 AppError whose message is the first issue's. */
export function parse<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw new AppError(400, issues[0]?.message ?? 'Invalid input.', 'VALIDATION_ERROR', issues);
  }
  return result.data;
}

interface Parts {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
}

/**
 * Validates params, query and body with the contract's schemas. Parsed values land on
 * `res.locals.params|query|body` (Express 5 makes req.query read-only). Unknown keys are dropped
 * by zod objects, so operators like `$gt` never reach a query.
 */
export function validate(parts: Parts): RequestHandler {
  return (req, res, next) => {
    if (parts.params) res.locals.params = parse(parts.params, req.params);
    if (parts.query) res.locals.query = parse(parts.query, req.query);
    if (parts.body) res.locals.body = parse(parts.body, req.body ?? {});
    next();
  };
}
