// The board inside Discord as an Activity (src/web/activity.rs). Bundled with Discord's
// Embedded App SDK by scripts/web-bundle.sh into dist/activity.js; the board itself is
// /assets/board.js, loaded as it is.
import { DiscordSDK } from "@discord/embedded-app-sdk";
import { start } from "/assets/board.js";

function say(text) {
  document.getElementById("header").textContent = text;
}

async function main() {
  // The application's id, from the server that serves the Activity.
  const config = await fetch("/api/activity/config");
  if (!config.ok) {
    say((await config.json()).text);
    return;
  }
  const clientId = (await config.json()).client_id;
  if (!new URLSearchParams(location.search).has("frame_id")) {
    say("Open this page from Discord's Activities.");
    return;
  }
  const sdk = new DiscordSDK(clientId);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const response = await fetch("/api/activity/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, instance_id: sdk.instanceId }),
  });
  const session = await response.json();
  if (!response.ok) {
    say(session.text);
    return;
  }
  await sdk.commands.authenticate({ access_token: session.access_token });
  await start(session.credential, session.follow);
}

main().catch(() => say("Discord did not let the Activity start; close it and try again."));
