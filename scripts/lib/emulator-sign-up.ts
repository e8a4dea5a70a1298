/**
 * Turns client sign-up off in the Auth emulator, as it is in production (docs/security.md,
 * "Sign-up off"). The emulator has no such setting (its projects always allow password sign-up),
 * but it honours blocking functions for client sign-ups only: registering a `beforeCreate` URL
 * that answers 404 makes every client sign-up fail, while the Admin SDK (the members callables,
 * `create-admin`, the emulator seed) still creates accounts and sign-in is unchanged.
 */
export const SIGN_UP_OFF_PATH = '/sign-up-is-turned-off';

export async function turnOffEmulatorSignUp(authHost: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v2/projects/${projectId}/config?updateMask=blockingFunctions`,
    {
      method: 'PATCH',
      // The emulator's owner credential, as firebase-tools itself sends.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        blockingFunctions: {
          triggers: { beforeCreate: { functionUri: `http://${authHost}${SIGN_UP_OFF_PATH}` } },
        },
      }),
    },
  );
  if (!response.ok)
    throw new Error(
      `Could not turn sign-up off in the Auth emulator (HTTP ${response.status}): ${await response.text()}`,
    );
}
