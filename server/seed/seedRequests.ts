import type { DbClient } from '../db/pool';
import { GAME_TITLES, REQUEST_DESCRIPTIONS } from './demoData';
import { DAY, insertId, iso, type SeedLab } from './seedSupport';

/**
 * The demo lab's 46 image requests across states, some priority and some past due, each with
 * its components, its history and sometimes a note.
 */
export async function seedRequests(
  client: DbClient,
  lab: SeedLab,
  submissions: Array<{ identity: number; mid: number }>,
): Promise<void> {
  const { rnd, now, platforms, software, componentTypes, users, workflowStates, organizations } =
    lab;
  const admin = users.get('admin') as { id: string; name: string };
  // Image requests across states, some priority and some past due.
  const creators = ['staff', 'staff', 'jlee', 'mgarcia', 'vendor', 'admin'];
  for (let i = 0; i < 46; i++) {
    const creator = rnd.pick(creators);
    const candidates =
      creator === 'vendor' ? platforms.filter((p) => p.manufacturer === 'Apex Gaming') : platforms;
    const p = rnd.pick(candidates);
    const org = organizations[i % 3 === 0 ? 1 : 0] as (typeof organizations)[number];
    const states = workflowStates.get(org.workflowId) ?? [];
    const state = i < 8 ? (states[0] as { id: string; description: string }) : rnd.pick(states);
    const createdOn = new Date(now.getTime() - (46 - i) * 2.5 * DAY - rnd.int(0, 80_000) * 1000);
    const priority = rnd.chance(0.3);
    const due = priority ? iso(new Date(now.getTime() + rnd.int(-20, 25) * DAY)) : null;
    const game = rnd.pick(GAME_TITLES);
    const user = users.get(creator) as { id: string; name: string };
    const submission = submissions.find((s) => s.mid === p.mid && rnd.chance(0.3));
    const requestId = await insertId<number>(
      client,
      `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority, priority_due_date,
           gps_path, ssif_identity, created_by_id, created_on, manufacturer_name, status, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        `${game} ${p.name.split(' ').pop()} ${rnd.int(1, 9)}.${rnd.int(0, 9)}`,
        rnd.pick(REQUEST_DESCRIPTIONS),
        p.mid,
        p.manufacturerId,
        org.id,
        state.id,
        priority,
        due,
        `\\\\gps\\uploads\\${p.prefix}\\${1000 + i}`,
        submission?.identity ?? null,
        user.id,
        createdOn,
        p.manufacturer,
        state.description,
        user.name,
      ],
    );
    // Its creator follows it, as through SubmitImageRequest.
    await client.query('INSERT INTO request_followers (request_id, user_id) VALUES ($1, $2)', [
      requestId,
      user.id,
    ]);
    let position = 0;
    const types = componentTypes.get(p.mid) ?? [];
    const linkAll = state.description !== 'Draft' || rnd.chance(0.5);
    for (const { id, type } of types) {
      if (!type.required && !type.gameComponent && !rnd.chance(0.3)) continue;
      const gameRows = type.gameComponent ? rnd.int(1, 2) : 1;
      for (let g = 0; g < gameRows; g++) {
        const catalogue = software.get(`${p.manufacturer}:${type.componentType}`) ?? [];
        const linked =
          type.requireKeytbl && (linkAll || rnd.chance(0.5)) && catalogue.length
            ? rnd.pick(catalogue)
            : undefined;
        const name =
          type.filterType === 'CustomNames'
            ? (type.customNames?.split(',')[0] ?? type.displayName)
            : linked?.gameName || (linked ? linked.idNumber : '');
        await client.query(
          `INSERT INTO request_components (request_id, component_type_id, component_type, name, description, required, is_game, is_custom, keytbl, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9)`,
          [
            requestId,
            id,
            type.displayName,
            name,
            linked ? `${linked.idNumber} v${linked.version}` : '',
            type.required,
            type.gameComponent,
            linked?.keytbl ?? null,
            position++,
          ],
        );
      }
    }
    await client.query(
      'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
      [
        requestId,
        'Request Created',
        `Request created in state ${states[0]?.description ?? ''}`,
        user.name,
        createdOn,
      ],
    );
    if (state.description !== states[0]?.description) {
      await client.query(
        'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
        [
          requestId,
          'Status Changed',
          `Status changed to ${state.description}`,
          (users.get('staff') as { name: string }).name,
          new Date(createdOn.getTime() + DAY),
        ],
      );
      // Its stays as the event says (request_state_periods, 022): the trigger saw one insert in
      // the final state; the request spent its first day in the workflow's first state.
      await client.query('DELETE FROM request_state_periods WHERE request_id = $1', [requestId]);
      await client.query(
        `INSERT INTO request_state_periods (request_id, state_id, entered_on, left_on)
         VALUES ($1, $2, $4, $5), ($1, $3, $5, NULL)`,
        [requestId, states[0]?.id, state.id, createdOn, new Date(createdOn.getTime() + DAY)],
      );
    }
    if (rnd.chance(0.4)) {
      const text = rnd.pick([
        'Waiting on updated paytable from the manufacturer.',
        'Verified signatures against the catalogue.',
        'Customer asked for delivery before the trade show.',
        'BIOS image re-read after checksum mismatch.',
      ]);
      const noteOn = new Date(createdOn.getTime() + 2 * DAY);
      await client.query(
        'INSERT INTO request_notes (request_id, note_text, created_by, created_on) VALUES ($1, $2, $3, $4)',
        [requestId, text, admin.name, noteOn],
      );
      await client.query(
        'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
        [requestId, 'Note Added', text, admin.name, noteOn],
      );
    }
  }
}
