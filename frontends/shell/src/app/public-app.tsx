import { useAuth } from '@gatherly/shared';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { EventThemeRoute } from './event-theme-route';
import { DomainHelp } from '../screens/domain-help';
import { InvitationPage } from '../screens/invitation-page';

/** Signed-out screens that need antd: the invitation page and the domain setup guide. */
export default function PublicApp() {
  const { domainError } = useAuth();
  return (
    <BrowserRouter>
      <EventThemeRoute>
        <Routes>
          <Route path="/invite/:token" element={<InvitationPage />} />
          <Route path="/invite" element={<InvitationPage />} />
          <Route path="*" element={domainError ? <DomainHelp /> : <Navigate to="/" replace />} />
        </Routes>
      </EventThemeRoute>
    </BrowserRouter>
  );
}
