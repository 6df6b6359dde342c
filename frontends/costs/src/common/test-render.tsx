import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderInSection, TEST_EVENT_ID } from '@gatherly/shared/testing';

export const EVENT_ID = TEST_EVENT_ID;

/** Renders part of the costs section inside the providers the shell gives it. */
export const renderCosts = (ui: ReactElement, seed?: (client: QueryClient) => void) =>
  renderInSection('costs', ui, seed);
