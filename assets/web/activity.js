// The Activity's sign-in: Discord's client hands the page an OAuth2 code (the SDK's
// authorize), the server exchanges it and says where this person goes in the channel's match,
// the SDK is told the token (authenticate), and the page moves on. Outside Discord, a page
// given a code (`?mock_code=…&channel_id=…`) signs in through the SDK's stand-in for the client.
(function () {
  "use strict";
  const root = document.getElementById("activity");
  if (!root || !window.TouchlineDiscord) return;
  const status = root.querySelector("[role=status]");
  const show = (text) => { status.textContent = text; };
  const query = new URLSearchParams(window.location.search);
  const clientId = root.dataset.client;
  const { DiscordSDK, DiscordSDKMock } = window.TouchlineDiscord;

  async function client() {
    if (query.has("frame_id")) {
      return new DiscordSDK(clientId);
    }
    if (query.has("mock_code") && query.has("channel_id")) {
      const sdk = new DiscordSDKMock(clientId, query.get("guild_id"), query.get("channel_id"), null);
      const code = query.get("mock_code");
      sdk._updateCommandMocks({ authorize: async () => ({ code }) });
      return sdk;
    }
    return null;
  }

  async function signIn() {
    const sdk = await client();
    if (!sdk) {
      show(root.dataset.outside);
      return;
    }
    await sdk.ready();
    const { code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    });
    const answer = await fetch("/activity/start", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, channel_id: sdk.channelId || "" }),
    });
    const body = await answer.json();
    if (body.access_token) {
      await sdk.commands.authenticate({ access_token: body.access_token });
    }
    if (body.go) {
      window.location.replace(body.go);
    } else {
      show(body.message || root.dataset.failed);
      root.dataset.done = "true";
    }
  }

  signIn().catch(() => {
    show(root.dataset.failed);
    root.dataset.done = "true";
  });
})();
