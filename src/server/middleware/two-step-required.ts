import type { MiddlewareHandler } from "hono";
import { twoStepApplies } from "../../shared/schemas/two-step";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { requestLocale } from "../http/request-locale";
import { TWO_STEP_MESSAGES } from "../services/two-step/two-step-messages";
import { twoStepOf } from "../services/two-step/two-step-settings";

/**
 * While an owner requires two-step sign-in (decision 068), an owner or office staff member without
 * it can do nothing in the admin area but set it up (/api/two-step) or sign out (/api/auth): every
 * admin route answers 403 saying so. Cleaners and clients pass on to the admin audience's own answer.
 */
export function requireTwoStepWhenRequired(deps: Pick<AppDeps, "db">): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const viewer = c.get("viewer");
    if (viewer && twoStepApplies(viewer.role)) {
      const { enabled, required } = await twoStepOf(deps.db, viewer.userId);
      if (required && !enabled) throw new AppError("forbidden", TWO_STEP_MESSAGES[viewer.staffLanguage ?? requestLocale(c)].required);
    }
    await next();
  };
}
