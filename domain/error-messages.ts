// Every error code and its message in the spec's words, free of Zero so that the public
// pages (sign-in, sign-up) can show messages without downloading the sync engine's code.
export const ErrorCode = {
  NOT_SIGNED_IN: 'NOT_SIGNED_IN',
  NO_FAMILY: 'NO_FAMILY',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'INVALID_INPUT',
  ITEM_NAME_REQUIRED: 'ITEM_NAME_REQUIRED',
  ITEM_EDITED_LATER: 'ITEM_EDITED_LATER',
  FAMILY_NAME_REQUIRED: 'FAMILY_NAME_REQUIRED',
  FIRST_NAME_REQUIRED: 'FIRST_NAME_REQUIRED',
  ALREADY_IN_FAMILY: 'ALREADY_IN_FAMILY',
  EMAIL_AND_PASSWORD_REQUIRED: 'EMAIL_AND_PASSWORD_REQUIRED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
  DISH_NAME_REQUIRED: 'DISH_NAME_REQUIRED',
  RECIPE_IMPORT_FAILED: 'RECIPE_IMPORT_FAILED',
  LEFTOVERS_NEED_DISH: 'LEFTOVERS_NEED_DISH',
  GUEST_NAME_REQUIRED: 'GUEST_NAME_REQUIRED',
  MEAL_CHANGED: 'MEAL_CHANGED',
  RATING_REQUIRED: 'RATING_REQUIRED',
  RATING_NOT_ALLOWED: 'RATING_NOT_ALLOWED',
  MEAL_NOT_YET_RATEABLE: 'MEAL_NOT_YET_RATEABLE',
  CALENDAR_NOT_CONFIGURED: 'CALENDAR_NOT_CONFIGURED',
  CALENDAR_NOT_CONNECTED: 'CALENDAR_NOT_CONNECTED',
  CALENDAR_AUTHORIZATION_FAILED: 'CALENDAR_AUTHORIZATION_FAILED',
  CALENDAR_ACCESS_REVOKED: 'CALENDAR_ACCESS_REVOKED',
  CALENDAR_GOOGLE_FAILED: 'CALENDAR_GOOGLE_FAILED',
  // Phone verification and text messages
  INVALID_PHONE: 'INVALID_PHONE',
  CODE_REQUIRED: 'CODE_REQUIRED',
  INVALID_CODE: 'INVALID_CODE',
  NO_PENDING_CODE: 'NO_PENDING_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_CODE_ATTEMPTS: 'TOO_MANY_CODE_ATTEMPTS',
  PHONE_VERIFICATION_REQUIRED: 'PHONE_VERIFICATION_REQUIRED',
  SMS_NOT_ENABLED: 'SMS_NOT_ENABLED',
  SMS_RATE_LIMITED: 'SMS_RATE_LIMITED',
  TOO_MANY_CODES_TODAY: 'TOO_MANY_CODES_TODAY',
  SMS_FAILED: 'SMS_FAILED',
  NOTHING_TO_SEND: 'NOTHING_TO_SEND',
  // Accounts, invitations and access requests
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'TOO_MANY_SIGN_IN_ATTEMPTS',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  LINK_INVALID: 'LINK_INVALID',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITE_NOT_ALLOWED: 'INVITE_NOT_ALLOWED',
  ACCESS_REQUEST_FIELDS_REQUIRED: 'ACCESS_REQUEST_FIELDS_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  CHAT_MESSAGE_REQUIRED: 'CHAT_MESSAGE_REQUIRED',
  ASSISTANT_NOT_CONFIGURED: 'ASSISTANT_NOT_CONFIGURED',
  ASSISTANT_FAILED: 'ASSISTANT_FAILED',
  REPLY_IN_PROGRESS: 'REPLY_IN_PROGRESS',
  PROPOSAL_NOT_PENDING: 'PROPOSAL_NOT_PENDING',
  PROPOSAL_OUTDATED: 'PROPOSAL_OUTDATED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INVITATION_OTHER_EMAIL: 'INVITATION_OTHER_EMAIL',
  SIGNUP_CLOSED: 'SIGNUP_CLOSED',
  FAMILY_SETUP_CLOSED: 'FAMILY_SETUP_CLOSED',
  NAME_NOT_SINGLE_LINE: 'NAME_NOT_SINGLE_LINE',
  PHOTO_INVALID: 'PHOTO_INVALID',
  PHOTO_IMPORT_FAILED: 'PHOTO_IMPORT_FAILED',
  TOKEN_NOT_ALLOWED: 'TOKEN_NOT_ALLOWED',
  TOKEN_SCOPE_MISSING: 'TOKEN_SCOPE_MISSING',
  BIRTHDATE_OUT_OF_RANGE: 'BIRTHDATE_OUT_OF_RANGE',
  NAME_HAS_LINK: 'NAME_HAS_LINK',
  NAME_HAS_DIRECTION_CONTROL: 'NAME_HAS_DIRECTION_CONTROL',
  PHONE_PREMIUM_RATE: 'PHONE_PREMIUM_RATE',
  PHONE_COUNTRY_NOT_ALLOWED: 'PHONE_COUNTRY_NOT_ALLOWED',
  TOKEN_NAME_REQUIRED: 'TOKEN_NAME_REQUIRED',
  IMPORT_INVALID: 'IMPORT_INVALID',
  TOO_MANY_PHOTOS: 'TOO_MANY_PHOTOS',
  TOO_MANY_IMPORTS: 'TOO_MANY_IMPORTS',
  DISK_FULL: 'DISK_FULL',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  TOO_MANY_TAGS: 'TOO_MANY_TAGS',
  SERVER_ERROR: 'SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages: Record<ErrorCode, string> = {
  NOT_SIGNED_IN: 'Authentication required',
  NO_FAMILY: 'Finish setting up your family first.',
  NOT_FOUND: 'Not found',
  INVALID_INPUT: 'The request is not valid.',
  ITEM_NAME_REQUIRED: 'Item name cannot be empty',
  ITEM_EDITED_LATER: 'Someone changed this item after you did, so your change was not saved.',
  FAMILY_NAME_REQUIRED: 'Family name is required',
  FIRST_NAME_REQUIRED: 'First name is required',
  ALREADY_IN_FAMILY: 'You already belong to a family.',
  EMAIL_AND_PASSWORD_REQUIRED: 'Email and password are required.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  ALREADY_REGISTERED: 'User already registered',
  INVALID_CREDENTIALS: 'Invalid login credentials',
  FORBIDDEN_ORIGIN: 'Cross-origin request refused.',
  DISH_NAME_REQUIRED: 'Dish name is required to save the dish.',
  RECIPE_IMPORT_FAILED:
    'Failed to extract recipe from the URL. Please try again or enter the details manually.',
  LEFTOVERS_NEED_DISH: 'Please add at least one dish when making leftovers',
  GUEST_NAME_REQUIRED: 'Guest name cannot be blank.',
  MEAL_CHANGED:
    'Someone else changed this meal while you were editing. Review their changes and save again.',
  RATING_REQUIRED: 'At least one family member should rate this meal.',
  RATING_NOT_ALLOWED:
    'You can rate for yourself and for family members who have no account of their own.',
  MEAL_NOT_YET_RATEABLE: 'A meal can be rated from its day on.',
  CALENDAR_NOT_CONFIGURED: 'Google Calendar is not set up on this server.',
  CALENDAR_NOT_CONNECTED: 'Google Calendar is not connected.',
  CALENDAR_AUTHORIZATION_FAILED:
    'Failed to complete Google Calendar authorization. Please try again.',
  CALENDAR_ACCESS_REVOKED:
    'Google no longer allows access to your calendar. Please connect it again.',
  CALENDAR_GOOGLE_FAILED: 'Google Calendar could not be reached. Please try again.',
  INVALID_PHONE: 'Please enter a phone number like +1 (555) 123-4567.',
  CODE_REQUIRED: 'Please enter the verification code.',
  INVALID_CODE: 'Invalid verification code. Please try again.',
  NO_PENDING_CODE: 'No code is waiting to be checked. Please send a new code.',
  CODE_EXPIRED: 'This code has expired. Please send a new code.',
  TOO_MANY_CODE_ATTEMPTS: 'Too many wrong codes. Please send a new code.',
  PHONE_VERIFICATION_REQUIRED:
    'Please verify your phone number above before enabling SMS notifications.',
  SMS_NOT_ENABLED:
    'Turn on SMS notifications in Settings, Notifications to get the list by text message.',
  SMS_RATE_LIMITED: 'Too many text messages in a short time. Please wait a while and try again.',
  TOO_MANY_CODES_TODAY: 'Too many verification codes today. Please try again tomorrow.',
  SMS_FAILED: 'The text message could not be sent. Please try again later.',
  NOTHING_TO_SEND: 'There are no open items on the list to send.',
  EMAIL_NOT_VERIFIED: 'Email not confirmed',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  EMAIL_REQUIRED: 'Please enter your email address first.',
  INVALID_EMAIL: 'Enter a valid email address.',
  LINK_INVALID: 'This link is invalid or has expired.',
  INVITATION_INVALID: 'This invitation link is invalid or has expired.',
  INVITE_NOT_ALLOWED: 'This family member cannot be invited.',
  ACCESS_REQUEST_FIELDS_REQUIRED: 'Email and family name are required.',
  FORBIDDEN: 'You are not allowed to do that.',
  CHAT_MESSAGE_REQUIRED: 'Please enter a message.',
  ASSISTANT_NOT_CONFIGURED: 'The AI assistant is not configured.',
  ASSISTANT_FAILED: 'Failed to get response from AI assistant. Please try again.',
  REPLY_IN_PROGRESS: 'The assistant is still answering your last message.',
  PROPOSAL_NOT_PENDING: 'This proposal was already applied or dismissed.',
  PROPOSAL_OUTDATED: 'Something changed since this was proposed. Ask the assistant again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  PHOTO_INVALID:
    'That file is not a photo that can be read. Please choose a JPEG, PNG or WebP image.',
  PHOTO_IMPORT_FAILED: 'The recipe’s photo could not be fetched.',
  INVITATION_OTHER_EMAIL:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  SIGNUP_CLOSED:
    'This family dinner planner is invitation-only. Request access, or use the link from your invitation.',
  FAMILY_SETUP_CLOSED:
    'Starting a new family needs an invitation. Request access, or ask your family to invite you.',
  NAME_NOT_SINGLE_LINE: 'Names must fit on one line.',
  TOKEN_NOT_ALLOWED: 'API tokens cannot do this. Sign in to the app to do it.',
  BIRTHDATE_OUT_OF_RANGE: 'Birthdate must be between 1900-01-01 and today.',
  NAME_HAS_LINK: 'Names cannot contain web addresses.',
  NAME_HAS_DIRECTION_CONTROL:
    'Names cannot contain hidden characters that change the direction of text.',
  PHONE_PREMIUM_RATE:
    'Text messages cannot go to premium-rate or international network numbers. Use a mobile number.',
  PHONE_COUNTRY_NOT_ALLOWED: 'Text messages cannot be sent to numbers in this country here.',
  TOKEN_SCOPE_MISSING:
    'This API token lacks the scope this needs. Make a token with it in Settings → Data.',
  TOKEN_NAME_REQUIRED: 'Please give the token a name.',
  IMPORT_INVALID: 'This file is not a family export this app can read. Nothing was changed.',
  TOO_MANY_PHOTOS: 'Too many photos in a short time. Please wait a while and try again.',
  TOO_MANY_IMPORTS: 'Too many imports in a short time. Please wait a while and try again.',
  DISK_FULL: 'The server is out of disk space.',
  DATABASE_UNAVAILABLE: 'The server cannot reach its database just now. Please try again.',
  TOO_MANY_TAGS: 'A dish can have at most 20 tags.',
  SERVER_ERROR: 'Something went wrong.',
};

/** The names a member types, as the spec calls each field ('Item name cannot be empty'). */
export const nameFields = {
  item: 'Item name',
  staple: 'Staple name',
  dish: 'Dish name',
  tag: 'Tag',
  firstName: 'First name',
  lastName: 'Last name',
  familyName: 'Family name',
  guestName: 'Guest name',
  storeName: 'Store name',
} as const;

/** A name refused for a character that changes the direction of text (direction-controls.ts). */
export const directionControlMessage = (field: keyof typeof nameFields) =>
  `${nameFields[field]} cannot contain hidden characters that change the direction of text.`;

/** What a toast says when a write fails; the description may be replaced by an explanation. */
export type FailureNotice = { title: string; description: string };

// The spec's failure toasts, one per write the screens make.
export const failureNotices = {
  addItem: { title: 'Error', description: 'Failed to add item' },
  updateItem: { title: 'Error', description: 'Failed to update item' },
  removeItem: { title: 'Error', description: 'Failed to remove item' },
  saveStore: { title: 'Error', description: 'Failed to save the store' },
  removeAllItems: { title: 'Error', description: 'Failed to delete all items' },
  updatePantry: { title: 'Error', description: 'Your staples were not updated' },
  saveDish: { title: 'Error saving dish', description: 'Failed to save the dish. Please try again.' },
  deleteDish: { title: 'Error deleting dish', description: 'Failed to delete the dish. Please try again.' },
  quickAddDish: { title: 'Error creating dish', description: 'Failed to create the new dish' },
  createMeal: { title: 'Error creating meal', description: 'Failed to create the meal. Please try again.' },
  updateMeal: { title: 'Error updating meal', description: 'Failed to update the meal. Please try again.' },
  deleteMeal: { title: 'Delete Failed', description: 'Failed to delete the meal. Please try again.' },
  restoreMeal: { title: 'Undo Failed', description: 'The meal could not be restored.' },
  rateDish: { title: 'Error', description: 'Failed to rate dish' },
  updateProfile: { title: 'Update Failed', description: 'Failed to update your profile.' },
  updateMember: { title: 'Update Failed', description: 'Failed to update family member profile.' },
  addMember: { title: 'Add Failed', description: 'Failed to add family member.' },
  saveNotifications: { title: 'Update Failed', description: 'Your notification settings were not saved.' },
  saveTags: { title: 'Error saving tags', description: 'The tag was not saved. Please try again.' },
  moveMeal: { title: 'Error moving meal', description: 'The meal was not moved. Please try again.' },
  saveServingSettings: { title: 'Error saving settings', description: 'Please try again.' },
} as const satisfies Record<string, FailureNotice>; // prettier-ignore

/** Explanations that only make sense for one kind of row (the code alone says "Not found"). */
export const contextMessages = {
  mealDeletedElsewhere: 'This meal was deleted by someone else.',
  passwordsDontMatch: "Passwords don't match",
  // Send to Phone is on the shopping list, where no phone section is "below" (docs/shopping.md).
  sendListPhoneRequired:
    'Verify your phone number in Settings, Notifications to get the list by text message.',
  // A new-dish night has no dish to plan in one click (docs/meals-and-planning.md).
  newDishNightNeedsDish: 'A new-dish night is planned in the meal dialog, with its dish.',
} as const;

/**
 * A change that reached the server after someone else's later one, and so was not saved
 * (docs/shopping.md, "Two devices, one item"): every conflict of a kind has one title,
 * whether it was refused at once or sent again after being offline, and its toast offers
 * to send the person's own change again, as a new write.
 */
export const conflictNotices = {
  itemTitle: 'Change not saved',
  mealMoveTitle: 'Move not saved',
  retryLabel: 'Save mine again',
  /** The item as the person typed it, and what it became. */
  itemEditedLater: (typed: string, became: string) =>
    `Your change to “${typed}” was not saved: someone changed this item to “${became}” after you did.`,
  /** The dinner as the person saw it, the day they moved it to, and the day it is on now. */
  mealMoveNotSaved: (dinner: string, toDay: string, nowDay: string) =>
    `“${dinner}” was not moved to ${toDay}: someone changed this dinner meanwhile, and it is on ${nowDay}.`,
} as const;
