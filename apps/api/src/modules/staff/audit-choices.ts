import { AuditModel } from './audit.model';

const sorted = (values: unknown[]): string[] =>
  values
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .sort((a, b) => a.localeCompare(b));

/** Every action and kind of record the audit log holds (each read from its own index). */
export async function auditChoices(): Promise<{ actions: string[]; entityTypes: string[] }> {
  const [actions, entityTypes] = await Promise.all([
    AuditModel.distinct('action'),
    AuditModel.distinct('entity.type'),
  ]);
  return { actions: sorted(actions), entityTypes: sorted(entityTypes) };
}
