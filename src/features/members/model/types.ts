/** A member as the screen uses it (spec part 2, section 3; the Chatwork key lives apart). */
export interface Member {
  /** The document id: the account's uid. */
  id: string;
  uid: string;
  name: string;
  email: string;
  createdAt: Date | null;
  /** Their Chatwork account id, read from Chatwork with their own key (null until then). */
  chatworkAccountId: number | null;
}

/** The add-member form. */
export interface AddMemberInput {
  name: string;
  email: string;
  password: string;
}

/** The edit-member form. */
export interface EditMemberInput {
  name: string;
  email: string;
  /** Only for the signed-in member's own row; undefined elsewhere. */
  chatworkKey?: string;
  /** '' keeps the password. */
  newPassword: string;
}
