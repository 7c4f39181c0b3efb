import type { Browser } from '@playwright/test';
import { frameWhen, networkQuiet } from './browser';
import {
  binaryRequestsComplete,
  dialogShown,
  listShown,
  mainLandmarkShown,
  notesShown,
  questionShown,
} from './conditions';
import { afterColdLoad, timed, type Figures } from './scenarios';
import type { StorageState } from './session';

/**
 * The small dialogs of the request card, from a cold load (after the screen's idle-time work):
 * Add Note until its field shows, then More actions → Delete Request until the question shows.
 * Not rows of issue 20's table, but interactions all the same ("every interaction under 100 ms").
 */
export async function dialogsRun(
  browser: Browser,
  baseUrl: string,
  staff: StorageState,
): Promise<Figures> {
  return afterColdLoad(browser, baseUrl, staff, '/', binaryRequestsComplete, async (page) => {
    await page.getByRole('tab', { name: 'Notes' }).click();
    await frameWhen(page, notesShown);
    await networkQuiet(page, 500);

    const note = await timed(
      page,
      () => page.getByRole('button', { name: 'Add Note' }).click(),
      dialogShown('Add Note'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Note' }).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'More actions' }).click();
    const menuItem = page.getByRole('menuitem', { name: 'Delete Request' });
    await menuItem.waitFor();
    const question = await timed(page, () => menuItem.click(), questionShown('Delete request '));
    return {
      addNote: note.fromFirst,
      addNoteEvent: note.slowest,
      deleteQuestion: question.fromFirst,
      deleteQuestionEvent: question.slowest,
    };
  });
}

/** The administration screens' first dialogs: the screen's button, until the dialog's field shows. */
const ADMIN_DIALOGS = [
  {
    key: 'inviteUser',
    path: '/UserManagement',
    list: 'Users',
    button: 'Invite New User',
    title: 'Invite New User',
  },
  {
    key: 'newOrganization',
    path: '/Organizations',
    list: 'Organizations',
    button: 'Add Organization',
    title: 'New Organization',
  },
] as const;

/**
 * An administrator opens each screen's first dialog, from a cold load of the screen (after its
 * idle-time work, so the dialog's code may have been fetched or not, as a user would find it).
 */
export async function adminDialogsRun(
  browser: Browser,
  baseUrl: string,
  admin: StorageState,
): Promise<Figures> {
  const figures: Figures = {};
  for (const dialog of ADMIN_DIALOGS) {
    const shown = `(${mainLandmarkShown}) && (${listShown(dialog.list)})`;
    const opened = await afterColdLoad(browser, baseUrl, admin, dialog.path, shown, (page) =>
      timed(
        page,
        () => page.getByRole('button', { name: dialog.button }).click(),
        dialogShown(dialog.title),
      ),
    );
    figures[dialog.key] = opened.fromFirst;
    figures[`${dialog.key}Event`] = opened.slowest;
  }
  return figures;
}
