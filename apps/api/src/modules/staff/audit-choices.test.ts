import { AuditFiltersResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { AuditModel } from './audit.model';
import { recordAudit } from './audit.service';
import { createStaffCast, expectRoleMatrix, type StaffCast } from './test-helpers';

/** The audit log's filter choices through the real app and engine. */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

describe('the audit log’s filter choices', () => {
  it('answer every action and kind of record once, sorted; owners only', async () => {
    await AuditModel.deleteMany({});
    const actor = { id: cast.owner.id, email: cast.owner.email, role: 'owner' as const };
    for (const [action, type] of [
      ['product.update', 'product'],
      ['order.note', 'order'],
      ['product.update', 'product'],
      ['customer.note', 'customer'],
    ] as const)
      await recordAudit(actor, { action, entity: { type, id: 'x' }, after: { a: 1 } });

    const allowed = await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/audit/filters',
      least: 'owner',
    });
    const body = AuditFiltersResponseSchema.parse(allowed.owner?.body);
    expect(body.actions).toEqual(['customer.note', 'order.note', 'product.update']);
    expect(body.entityTypes).toEqual(['customer', 'order', 'product']);
  });
});
