import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** Placeholder: this module's issue implements its routes. */
export function createUsersRouter(_deps: AppDeps): Router {
  return Router();
}
