// What another module may keep from a user beyond its roles' permissions, as the menu and the
// screen check ask for it.
import type { AuthContext } from '../../plugins/access-control.ts';

/**
 * The screens another module keeps from a user beyond what its roles' permissions say (the
 * documents screen, for a company role its administrator kept away): left out of the menu, and
 * refused by the screen check as a screen without permission.
 */
export type KeptScreens = (auth: AuthContext) => Promise<string[]>;
