import { useCallback, useEffect, useState } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Leaving a form's page once it is saved. react-admin's unsaved-changes warning holds a navigation
 * made while the form is being sent (its values are still unsaved until the submission ends): the
 * screen calls `leave(to)` from its submission, its form stops warning (`warn`, for
 * `warnWhenUnsavedChanges`) and the navigation follows on the next render.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ to: To; options?: NavigateOptions } | null>(null);
  useEffect(() => {
    if (target) navigate(target.to, target.options);
  }, [navigate, target]);
  const leave = useCallback((to: To, options?: NavigateOptions) => setTarget({ to, options }), []);
  return { warn: target === null, leave };
}
