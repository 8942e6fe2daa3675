/**
 * The instant a check-in or check-out event counts from. The one place a timesheet reads an
 * event's time: if events later keep the phone's own time beside the server's, this is where the
 * choice between them is made.
 */
export const entryTime = (event: { at: Date }): Date => event.at;
